import fs from 'node:fs';
import ts from 'typescript';

/**
 * Type-shape blocks: a block made only of interfaces, type aliases and function signatures
 * (`interface NavItemWithChildren { … }`, `function useI18n<T>(): …;`) documents a published type.
 * Such a block may name types it does not declare, and its declarations are compared with the
 * published types of the same name (tools/check/samples/shapes.d.ts says which).
 */

/** A top-level declaration of a shape block. */
export interface ShapeDeclaration {
  name: string;
  /** Offset of the name in the block's code. */
  start: number;
  generic: boolean;
}

export interface Shape {
  declarations: ShapeDeclaration[];
  /** Type names the block uses but does not declare, in order of first use. */
  free: string[];
}

type ShapeStatement = ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.FunctionDeclaration;

const isShapeStatement = (s: ts.Statement): s is ShapeStatement =>
  ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || (ts.isFunctionDeclaration(s) && !s.body);

/** Leftmost identifier of `A`, `A.B.C` or `typeof a.b`. */
function leftmost(name: ts.EntityName | ts.Expression): string | undefined {
  if (ts.isIdentifier(name)) return name.text;
  if (ts.isQualifiedName(name)) return leftmost(name.left);
  if (ts.isPropertyAccessExpression(name)) return leftmost(name.expression);
  return undefined;
}

/** The shape of a ts/tsx block, or undefined when the block is not a type shape. */
export function shapeOf(code: string, lang: string): Shape | undefined {
  const file = ts.createSourceFile(`x.${lang}`, code, ts.ScriptTarget.ES2022, true, lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const statements = file.statements.filter(isShapeStatement);
  if (statements.length === 0 || statements.length < file.statements.length) return undefined;
  const declarations: ShapeDeclaration[] = [];
  const local = new Set<string>();
  for (const statement of statements) {
    if (!statement.name) continue;
    declarations.push({
      name: statement.name.text,
      start: statement.name.getStart(file),
      generic: !ts.isFunctionDeclaration(statement) && (statement.typeParameters?.length ?? 0) > 0,
    });
    local.add(statement.name.text);
  }
  const free: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeParameterDeclaration(node)) local.add(node.name.text);
    let name: string | undefined;
    if (ts.isTypeReferenceNode(node)) name = leftmost(node.typeName);
    else if (ts.isExpressionWithTypeArguments(node)) name = leftmost(node.expression);
    else if (ts.isTypeQueryNode(node)) name = leftmost(node.exprName);
    if (name && !free.includes(name)) free.push(name);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { declarations, free: free.filter((name) => !local.has(name)) };
}

/** Names exported by a declaration file (`export type { A } from …`, `export interface B`, `export declare const c`). */
export function exportedNames(dtsPath: string): Set<string> {
  const file = ts.createSourceFile(dtsPath, fs.readFileSync(dtsPath, 'utf8'), ts.ScriptTarget.ES2022, true);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
      continue;
    }
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isFunctionDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The line put in front of a shape block's first line: imports of the free names the shapes module exports. */
export function shapePrefix(shape: Shape, exported: Set<string>, modulePath: string): string {
  const names = shape.free.filter((name) => exported.has(name));
  return names.length === 0 ? '' : `import type { ${names.join(', ')} } from ${JSON.stringify(modulePath)}; `;
}

/** Published type of an export of the shapes module: the declared type of a type, the type of a value. */
export function publishedType(checker: ts.TypeChecker, module: ts.Symbol, name: string): ts.Type | undefined {
  let symbol = checker.getExportsOfModule(module).find((s) => s.name === name);
  if (!symbol) return undefined;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)
    ? checker.getDeclaredTypeOfSymbol(symbol)
    : checker.getTypeOfSymbol(symbol);
}

/** Whether a field of this name exists in the published type (in any member of a union). */
function hasField(checker: ts.TypeChecker, type: ts.Type, name: string): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => {
    if (checker.getPropertyOfType(member, name)) return true;
    return checker.getIndexInfosOfType(member).length > 0;
  });
}

/**
 * Why a documented declaration contradicts the published one, or undefined when it fits. It fits when
 * either type is assignable to the other (a documented shape may leave fields out, or require a field the
 * published type makes optional) and every field it documents exists in the published type.
 */
export function contradiction(checker: ts.TypeChecker, documented: ts.Type, published: ts.Type): string | undefined {
  if (published.flags & ts.TypeFlags.Any) return undefined; // a package not installed here, loosely typed
  const str = (type: ts.Type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const fits = (a: ts.Type, b: ts.Type) => checker.isTypeAssignableTo(a, b) || checker.isTypeAssignableTo(b, a);
  const fields = documented.isUnion() || documented.getCallSignatures().length > 0 ? [] : checker.getPropertiesOfType(documented);
  const details: string[] = [];
  for (const field of fields) {
    if (!hasField(checker, published, field.name)) {
      details.push(`\`${field.name}\` is not in the published type`);
      continue;
    }
    const own = published.isUnion() ? undefined : checker.getPropertyOfType(published, field.name);
    if (!own) continue;
    const a = checker.getNonNullableType(checker.getTypeOfSymbol(field));
    const b = checker.getNonNullableType(checker.getTypeOfSymbol(own));
    if (!fits(a, b)) details.push(`\`${field.name}\` is documented as \`${str(a)}\`, published as \`${str(b)}\``);
  }
  if (details.length > 0) return details.join('; ');
  if (fits(documented, published)) return undefined;
  return `documented \`${str(documented)}\`, published \`${str(published)}\``;
}

/** The type a shape declaration documents: the declared type of an interface or alias, a signature's type. */
export function documentedType(checker: ts.TypeChecker, file: ts.SourceFile, start: number): ts.Type | undefined {
  const node = findIdentifier(file, start);
  const symbol = node && checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  return symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)
    ? checker.getDeclaredTypeOfSymbol(symbol)
    : checker.getTypeOfSymbolAtLocation(symbol, node);
}

function findIdentifier(file: ts.SourceFile, start: number): ts.Identifier | undefined {
  const walk = (node: ts.Node): ts.Identifier | undefined => {
    if (ts.isIdentifier(node) && node.getStart(file) === start) return node;
    return node.pos <= start && start < node.end ? ts.forEachChild(node, walk) : undefined;
  };
  return walk(file);
}

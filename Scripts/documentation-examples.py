#!/usr/bin/env python3
"""Writes Tests/<Module>Tests/DocumentationExamples.swift for every module (or those named): each code
example of the module's guide, DocC catalogue and doc comments becomes a test function that compiles with
only the imports the example shows. The same text is what `DocumentationExampleTests` (in Swift,
Tests/_MotionTestSupport/DocumentationExamples.swift) expects, so keep the two in step."""
import os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def identifier(text):
    cleaned = ''.join(c if c.isalnum() else '_' for c in text)
    return cleaned[:1].lower() + cleaned[1:] if cleaned else 'example'

def blocks(text, prefix, name):
    examples, current = [], None
    for raw in text.split('\n'):
        line = raw if not prefix else raw.lstrip(' ')
        if not line.startswith(prefix):
            continue
        line = line[len(prefix):]
        if line.startswith(' '):
            line = line[1:]
        if current is None:
            if line.startswith('```swift'):
                current = []
            continue
        if line.startswith('```'):
            examples.append((f'{name}{len(examples) + 1}', current))
            current = None
            continue
        current.append(line)
    return examples

def collect(module):
    package = os.path.join(ROOT, 'Packages', module)
    guide = os.path.join(package, 'README.md')
    examples = blocks(open(guide).read(), '', 'guide') if os.path.exists(guide) else []
    sources = os.path.join(package, 'Sources', module)
    files = []
    for folder, _, names in os.walk(sources):
        files += [os.path.join(folder, n) for n in names if not os.path.islink(os.path.join(folder, n))]
    files.sort()
    for f in files:
        if f.endswith('.md'):
            examples += blocks(open(f).read(), '', 'docc' + identifier(os.path.basename(f)[:-3]))
    for f in files:
        if f.endswith('.swift'):
            examples += blocks(open(f).read(), '///', identifier(os.path.basename(f)[:-6]))
    return examples

def generated(module):
    imports, functions = {f'import {module}'}, []
    for name, lines in collect(module):
        body = []
        for line in lines:
            if line.startswith('import '):
                imports.add(line.strip())
                continue
            body.append('' if not line else '        ' + line)
        functions.append(f'    @Test func {name}() throws {{\n' + '\n'.join(body) + '\n    }')
    return (f'// Generated from the guide, the DocC catalogue and the doc comments of {module} by\n'
            f'// `python3 Scripts/documentation-examples.py`; do not edit.\n'
            f'// Each example compiles here with only the imports it shows (the module\'s own when it shows none),\n'
            f'// as it would in a user\'s code, and runs.\n'
            + '\n'.join(sorted(imports)) + '\nimport Testing\n\n'
            f'@Suite struct {module}DocumentationExamples {{\n' + '\n\n'.join(functions) + '\n}\n')

if __name__ == '__main__':
    modules = sys.argv[1:] or sorted(m for m in os.listdir(os.path.join(ROOT, 'Packages'))
                                     if m != 'InteractiveMotion' and os.path.isdir(os.path.join(ROOT, 'Tests', m + 'Tests')))
    for module in modules:
        with open(os.path.join(ROOT, 'Tests', module + 'Tests', 'DocumentationExamples.swift'), 'w') as out:
            out.write(generated(module))
        print('wrote', module)

case 'Foo' {
  'foo': { notify { 'ci': } }
  default: { notify { 'def': } }
}
case [1, 2] {
  [1, 2]: { notify { 'array': } }
}
case 3 { 1, 2, 3: { notify { 'list': } } }

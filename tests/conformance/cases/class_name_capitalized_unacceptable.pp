class Foo { notify { 'x': } }

type Foo = Foo
case 1 { Foo: { notice(a) } default: { notice(b) } }

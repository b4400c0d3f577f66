type ::Foo = Integer notice(Foo)

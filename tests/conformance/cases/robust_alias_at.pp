type Foo = Foo
assert_type(Foo, 1)

type Foo = Foo
notify { "r": message => "unused" }

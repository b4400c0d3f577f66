type Foo = Foo
notice([1] =~ Array[Foo])

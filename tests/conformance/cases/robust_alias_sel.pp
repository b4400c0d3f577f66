type Foo = Foo
notice(1 ? { Foo => a, default => b })

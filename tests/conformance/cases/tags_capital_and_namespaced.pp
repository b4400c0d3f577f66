notify { 'x': tag => ['Foo', 'bar::baz'] }

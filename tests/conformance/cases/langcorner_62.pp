node Foo::Bar { } node default { notify{"x":} }

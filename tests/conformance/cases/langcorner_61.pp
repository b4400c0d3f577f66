node Foo { } node default { notify{"x":} }

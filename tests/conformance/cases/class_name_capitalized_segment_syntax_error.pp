class foo::Bar { }

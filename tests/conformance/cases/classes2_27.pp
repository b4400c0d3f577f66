node 'test' inherits default { }

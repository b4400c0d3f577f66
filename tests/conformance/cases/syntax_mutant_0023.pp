class foo { }
type Foo = Integer
notify { 'a': $  message => Foo }

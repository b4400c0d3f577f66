node 'a' {}
node 'test' inherits 'a' {}

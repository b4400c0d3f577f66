node 'test' {}
node 'test' {}

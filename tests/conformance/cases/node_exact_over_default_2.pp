node default { notify { 'default-node': } }
node 'test' { notify { 'test-node': } }

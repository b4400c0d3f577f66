node 'other', 'test' { notify { 'listed': } }

node /test/ { notify { 'regex': } }
node 'test' { notify { 'exact': } }

node default { notify { 'def': } }
node 'test' { notify { 'exact': } }

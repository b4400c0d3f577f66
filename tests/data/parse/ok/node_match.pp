node 'other' { notify { 'other': } }
node 'test' { notify { 'test': } }
node default { notify { 'default': } }

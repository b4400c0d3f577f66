node 'other', default { notify { 'list-with-default': } }

class foo { notify { "foo, defined in b.pp": } }

case { a => 1 } { { a => 1 }: { notify { "hash": } } }

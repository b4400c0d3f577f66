case undef { "": { notify { "emptystr": } } undef: { notify { "undef": } } }

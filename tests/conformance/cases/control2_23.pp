if "b" =~ String and "b" !~ Integer { notify { "types": } }

if "" { notify { "empty string true": } }
if 0 { notify { "zero true": } }
if [] { notify { "empty array true": } }
if undef { notify { "no": } } elsif "x" { notify { "elsif": } }

unless false { notify { 'u': } } else { notify { 'e': } }
unless 0 { notify { 'zero truthy': } }
if '' { notify { 'empty string truthy': } }
if [] { notify { 'empty array truthy': } }
if undef { notify { 'never': } }

if 0 { notify { 'zero-true': } }
if '' { notify { 'empty-true': } }
if [] { notify { 'arr-true': } }
if undef { notify { 'undef': } } else { notify { 'undef-false': } }

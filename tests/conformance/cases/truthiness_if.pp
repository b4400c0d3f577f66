if '' { notify { 'empty-true': } }
if 0 { notify { 'zero-true': } }
if undef { notify { 'undef': } } else { notify { 'undef-false': } }
if [] { notify { 'array-true': } }

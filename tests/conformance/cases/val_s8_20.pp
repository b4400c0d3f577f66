$v = undef
case $v { undef: { notify { 'undef-case': } } default: { notify { 'd': } } }
case '' { undef: { notify { 'empty-is-undef': } } default: { notify { 'empty-not': } } }

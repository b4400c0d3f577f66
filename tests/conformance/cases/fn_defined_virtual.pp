@notify { 'a': }
if defined(Notify['a']) { notify { 'defined-virtual': } }

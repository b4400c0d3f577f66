# A `*` width past a C int is refused too.
notify { 'b': message => inline_template('<%= format("%*d", 3333333333333, 7) %>') }

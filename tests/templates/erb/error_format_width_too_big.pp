# A width past a C int is refused, as Ruby's format does (found by fuzzing).
notify { 'b': message => inline_template('<%= "%3333333333333333333333d" % 7 %>') }

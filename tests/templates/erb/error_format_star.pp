# sprintf's `*` takes an Integer only, as Ruby's does.
notify { 'b': message => inline_template('<%= format("%*s", "3", "a") %>') }

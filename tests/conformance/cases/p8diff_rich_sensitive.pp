# Rich data in the catalog: a Sensitive parameter value
notify { 'x': message => Sensitive('secret') }

case true { "true": { notify { "str": } } true: { notify { "bool": } } }

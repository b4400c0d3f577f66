k5login { '/k': principals => ['a'] }

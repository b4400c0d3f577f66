notice('unused')

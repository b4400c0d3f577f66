notice(join([1, [2, 3]], ','), split('a,b,,c', ','), split('abc', ''))

notice(upcase(['a', 'b']), downcase('ÀB'), capitalize('hello world'), camelcase('a_b_c'), snakecase('AbCd'))

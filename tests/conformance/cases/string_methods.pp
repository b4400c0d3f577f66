$x = 'Hello World'
notify { "${x.upcase} ${x.downcase} ${x.length} ${x.capitalize} ${'  a b '.strip}| ${"abc\n".chomp} ${x.size}": }

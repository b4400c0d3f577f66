notify { "x": message => ["abc" =~ /b/, match("abc", /(b)(c)/), ["a1","b2"].match(/\d/)] }

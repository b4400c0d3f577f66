notify { "x": message => [[1,2,3,4].unique |$x| { $x % 2 }, "aAbB".unique |$c| { $c.downcase }, {a=>1,b=>2,c=>3}.unique |$v| { $v % 2 }, [1, 1.0, "a", "A"].unique] }

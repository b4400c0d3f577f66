notice([1, 2, 3].reduce |$a, $b| { $a + $b }, [1, 2, 3].reduce(10) |$a, $b| { $a + $b })

function mymod::helper($x) { "h${x}" }
notify { mymod::helper(1): }

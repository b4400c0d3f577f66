notify { "${unique([1,'1',1,'a','A'])} ${sort(['b','A','a','C'])} ${sort([3,1,2])} ${unique('aabbc')}": }

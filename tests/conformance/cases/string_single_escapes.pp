notify { 'a\'b\\c\nd': }

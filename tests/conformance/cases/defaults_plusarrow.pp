Notify { tag +> 'x' }

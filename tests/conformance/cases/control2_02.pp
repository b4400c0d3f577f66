case 5 { 1, 5: { notify { "listed": } } }

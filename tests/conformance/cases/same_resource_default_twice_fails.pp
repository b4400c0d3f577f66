Notify { withpath => true }
Notify { withpath => false }

-- Staff view the shop with a chosen customer's prices without acting for them (ADR 82): the customer is a
-- property of the staff member's session token, like the acting customer of an impersonation (ADR 45).
ALTER TABLE "auth_tokens" ADD COLUMN "price_view_customer_number" text;
